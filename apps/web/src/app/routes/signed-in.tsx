export { AppLayout as Component } from '../../components/layouts/app-layout.tsx';
