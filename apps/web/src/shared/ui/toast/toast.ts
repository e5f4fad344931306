/** A toast: its message, an optional bold title above it, and how it reads (colour and icon). */
export type Toast = {
  severity: 'success' | 'info' | 'warning' | 'error';
  title?: string;
  message: string;
};
