import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { ButtonLink } from '@/shared/ui/links';
import { SettingsSection } from './SettingsSection';

/** A hub section that leads to a page of its own (profile, password). */
export function LinkSection({
  icon,
  title,
  intro,
  to,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
  to: LinkProps['to'];
  action: string;
  children?: ReactNode;
}) {
  return (
    <SettingsSection icon={icon} title={title} intro={intro}>
      {children}
      <ButtonLink to={to} variant="outlined">
        {action}
      </ButtonLink>
    </SettingsSection>
  );
}
