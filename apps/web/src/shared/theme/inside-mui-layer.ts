import { createContext, useContext } from 'react';

/** True below a MuiLayer: a component drawn both with and without MUI around it asks before it adds one. */
export const InsideMuiLayer = createContext(false);

export const useInsideMuiLayer = () => useContext(InsideMuiLayer);
