import { createFileRoute } from '@tanstack/react-router';
import { CryptoPage } from '@/demo/dashboards/CryptoPage';

export const Route = createFileRoute('/_main/_demo/dashboards/crypto')({ component: CryptoPage });
