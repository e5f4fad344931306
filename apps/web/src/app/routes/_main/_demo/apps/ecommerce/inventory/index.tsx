import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '@/features/inventory/InventoryPage';

export const Route = createFileRoute('/_main/_demo/apps/ecommerce/inventory/')({ component: InventoryPage });
