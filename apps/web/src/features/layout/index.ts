export { GuestLayout } from './guest/GuestLayout';
export { MainLayout } from './main/MainLayout';
export { loadShellData } from './api/load-shell-data';
