import { BarChart3, Home, MessageCircle, Sparkles, User, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon; matches: (pathname: string) => boolean };

const exactly = (path: string) => (pathname: string) => pathname === path;

/** The collapsible menu of small screens: Home, Daily Practice, Your Progress, Community, Profile. */
export const menuItems: NavItem[] = [
  { to: '/home', label: 'Home', icon: Home, matches: exactly('/home') },
  {
    to: '/plan',
    label: 'Daily Practice',
    icon: Sparkles,
    matches: (pathname) => pathname === '/plan' || pathname === '/practice',
  },
  { to: '/progress', label: 'Your Progress', icon: BarChart3, matches: exactly('/progress') },
  { to: '/community', label: 'Community', icon: Users, matches: exactly('/community') },
  { to: '/profile', label: 'Profile', icon: User, matches: exactly('/profile') },
];

/** The bottom bar: Home, Practice, Chat, Progress, Community; Chat opens the person's coach. */
export function bottomBarItems(coachId: string | null): NavItem[] {
  return [
    { to: '/home', label: 'Home', icon: Home, matches: exactly('/home') },
    {
      to: '/plan',
      label: 'Practice',
      icon: Sparkles,
      matches: (pathname) => pathname === '/plan' || pathname === '/practice',
    },
    {
      to: coachId ? `/chat/${coachId}` : '/chat',
      label: 'Chat',
      icon: MessageCircle,
      matches: (pathname) => pathname === '/chat' || pathname.startsWith('/chat/'),
    },
    { to: '/progress', label: 'Progress', icon: BarChart3, matches: exactly('/progress') },
    { to: '/community', label: 'Community', icon: Users, matches: exactly('/community') },
  ];
}
