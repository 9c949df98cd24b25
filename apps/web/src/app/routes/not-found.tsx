export { ErrorPage as Component } from '../../components/layouts/error-page.tsx';
