import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { useClaimGuestTeaserPlays } from './hooks/useClaimGuestTeaserPlays';
export { meQuery, meQueryKey, useMe } from './hooks/useMe';
export { loginState } from './loginParams';

// Pages load on demand: each route's code arrives when the route is first opened.
export const CreatorSignUpPage = lazy(() => import('./pages/CreatorSignUpPage').then((module) => ({ default: module.CreatorSignUpPage })));
export const ForgotPasswordPage = lazy(() =>
  import('./pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
export const LoginPage = lazy(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));
export const LogoutPage = lazy(() => import('./pages/LogoutPage').then((module) => ({ default: module.LogoutPage })));
export const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
export const SignUpPage = lazy(() => import('./pages/SignUpPage').then((module) => ({ default: module.SignUpPage })));
