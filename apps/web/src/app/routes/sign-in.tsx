export { SignInGate as Component } from '../../features/auth/components/sign-in-gate.tsx';
