import { preloadable } from '../components/lazy/preloadable';

/** The layout is a chunk of its own: the login page never needs the sider, top bar or menu icons. */
export const MainLayout = preloadable(() => import('../components/layout/MainLayout'));
