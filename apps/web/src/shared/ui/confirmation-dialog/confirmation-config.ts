/** The shared confirmation dialog's options (SPEC 2.7); anything left out takes the SPEC 5 default. */
export type ConfirmationColor =
  'primary' | 'accent' | 'warn' | 'basic' | 'info' | 'success' | 'warning' | 'error';

export type ConfirmationConfig = {
  title?: string;
  message?: string;
  icon?: {
    show?: boolean;
    name?: 'warning' | 'info' | 'success' | 'error' | 'question' | 'logout';
    color?: ConfirmationColor;
  };
  actions?: {
    confirm?: { show?: boolean; label?: string; color?: ConfirmationColor };
    cancel?: { show?: boolean; label?: string };
  };
  dismissible?: boolean;
};

export type ConfirmationResult = 'confirmed' | 'cancelled';

export type ResolvedConfirmationConfig = {
  title: string;
  message: string;
  icon: {
    show: boolean;
    name: NonNullable<NonNullable<ConfirmationConfig['icon']>['name']>;
    color: ConfirmationColor;
  };
  actions: {
    confirm: { show: boolean; label: string; color: ConfirmationColor };
    cancel: { show: boolean; label: string };
  };
  dismissible: boolean;
};

/** Default texts are translated by the caller of `resolveConfirmationConfig`. */
export function resolveConfirmationConfig(
  config: ConfirmationConfig,
  translate: (key: string) => string,
): ResolvedConfirmationConfig {
  return {
    title: config.title ?? translate('confirmation.title'),
    message: config.message ?? translate('confirmation.message'),
    icon: { show: true, name: 'warning', color: 'warn', ...config.icon },
    actions: {
      confirm: {
        show: true,
        label: translate('confirmation.confirm'),
        color: 'warn',
        ...config.actions?.confirm,
      },
      cancel: { show: true, label: translate('confirmation.cancel'), ...config.actions?.cancel },
    },
    dismissible: config.dismissible ?? false,
  };
}

/** MUI palette colour for a confirmation colour name (`warn` is the destructive red, `accent` the secondary). */
export function paletteColor(color: ConfirmationColor) {
  switch (color) {
    case 'accent':
      return 'secondary' as const;
    case 'warn':
      return 'error' as const;
    case 'basic':
      return 'inherit' as const;
    default:
      return color;
  }
}
