import { z } from 'zod';

/** GET /health/live and GET /health/ready (load balancers and orchestrators); not ready answers an ApiError 503. */
export const HealthStatusSchema = z.object({ status: z.enum(['live', 'ready']) });
export type HealthStatus = z.infer<typeof HealthStatusSchema>;
