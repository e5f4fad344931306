import type { ButtonHTMLAttributes } from 'react';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant: 'contained' | 'outlined';
  /** Disabled with a spinner while what it started is on its way. */
  loading?: boolean;
};

/** A large button without MUI (decision 047), drawn as MUI's contained and outlined buttons are. */
export function PlainButton({ variant, loading = false, disabled, children, ...props }: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`plain-button ${variant}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="plain-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
