import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteGate } from './RouteGate';
import { RouteErrorPage } from './RouteErrorPage';

const AppShell = lazy(() => import('./AppShell').then((m) => ({ default: m.AppShell })));
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const CoachDirectoryPage = lazy(() => import('../features/chat/CoachDirectoryPage'));
const ChatPage = lazy(() => import('../features/chat/ChatPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const PlanPage = lazy(() => import('../features/plan/PlanPage'));
const PracticePage = lazy(() => import('../features/practice/PracticePage'));
const ProgressPage = lazy(() => import('../features/progress/ProgressPage'));
const CommunityPage = lazy(() => import('../features/community/CommunityPage'));

export const router = createBrowserRouter([
  {
    element: <RouteGate />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <AppShell navigation={false} />,
        children: [{ path: '/onboarding', element: <OnboardingPage /> }],
      },
      {
        element: <AppShell />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/chat', element: <CoachDirectoryPage /> },
          { path: '/chat/:guideId', element: <ChatPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/plan', element: <PlanPage /> },
          { path: '/practice', element: <PracticePage /> },
          { path: '/progress', element: <ProgressPage /> },
          { path: '/community', element: <CommunityPage /> },
        ],
      },
      // The gate redirects unknown paths before this renders.
      { path: '*', element: null },
    ],
  },
]);
