/** The demo layer's four top-bar buttons (40px each, 8px apart): their place is held while their code loads. */
export const PANEL_BUTTONS_WIDTH = 4 * 40 + 3 * 8;
