import type { ClientConfig } from '@taka/contracts';
import { ClientConfigSchema } from '@taka/contracts';
import { DEFAULT_CLIENT_CONFIG } from './client-config';

const ELEMENT_ID = 'client-config';

/**
 * The server's client configuration, written into the page it renders as data (not a script the CSP would have to
 * allow), for the browser to read before it hydrates the page: both draw with the same configuration.
 */
export function ClientConfigData({ config }: { config: ClientConfig }) {
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      // `<` escaped, so that no value can close the element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replaceAll('<', '\\u003c') }}
    />
  );
}

/** The configuration the server wrote into this page; its defaults when there is none or it does not parse. */
export function readClientConfigData(): ClientConfig {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_CLIENT_CONFIG;
  try {
    const parsed = ClientConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_CLIENT_CONFIG;
  } catch {
    return DEFAULT_CLIENT_CONFIG;
  }
}
