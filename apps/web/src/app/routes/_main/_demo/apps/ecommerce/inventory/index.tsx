import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '@/demo/inventory/InventoryPage';

export const Route = createFileRoute('/_main/_demo/apps/ecommerce/inventory/')({ component: InventoryPage });
