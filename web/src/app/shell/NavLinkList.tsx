import { Link } from 'react-router';
import { cn } from '../../components/ui/cn';
import type { NavItem } from './nav-links';

/**
 * The links of a navigation list (main menu, bottom bar): the link of the current screen is marked with
 * aria-current and its own colours.
 */
export function NavLinkList({
  items,
  pathname,
  className,
  linkClassName,
  activeClassName,
  idleClassName,
  iconClassName,
  onNavigate,
}: {
  items: NavItem[];
  pathname: string;
  className?: string;
  linkClassName: string;
  activeClassName: string;
  idleClassName: string;
  iconClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map(({ to, label, icon: Icon, matches }) => {
        const active = matches(pathname);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(linkClassName, active ? activeClassName : idleClassName)}
            >
              <Icon className={iconClassName} aria-hidden />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
