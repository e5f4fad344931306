import { ClientConfigSchema, type ClientConfig } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

export function fetchClientConfig(): Promise<ClientConfig> {
  return apiRequest('/api/meta/client-config', { schema: ClientConfigSchema, session: null });
}
