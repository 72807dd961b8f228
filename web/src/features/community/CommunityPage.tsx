import { useEffect, useId, useMemo, useState } from 'react';
import { Eye, Info, Search, UserRoundSearch, Users, X } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { inputClasses } from '../../components/ui/Input';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { useTabParam } from '../../lib/navigation-state';
import { cn } from '../../components/ui/cn';
import { CircleCard } from './components/CircleCard';
import { ConnectionCard } from './components/ConnectionCard';
import {
  filterConnections,
  SAMPLE_CIRCLES,
  SAMPLE_CONNECTIONS,
  type SampleCircle,
  type SampleConnection,
} from './sample-community';
import { IconTile } from '../../components/ui/IconTile';

type CommunityTab = 'connections' | 'circles';

const COMMUNITY_TABS: readonly CommunityTab[] = ['connections', 'circles'];

/** How long a 'coming soon' note stays before it fades. */
const NOTICE_MS = 6000;

/**
 * /community: 'Search connections...', and the Connections and Circles tabs with sample content.
 * It is a preview: nothing is loaded from or sent to a server, and the buttons say so instead of pretending.
 */
export default function CommunityPage() {
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [tab, selectTab] = useTabParam(COMMUNITY_TABS, 'connections');
  const searchId = useId();
  const resultsId = useId();
  // Meeting dates count from the day the page opened, like the rest of the sample content.
  const [now] = useState(() => new Date());

  const connections = useMemo(() => filterConnections(SAMPLE_CONNECTIONS, search), [search]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onSearch = (value: string) => {
    setSearch(value);
    // The box searches connections: typing on the Circles tab brings the results into view.
    if (tab !== 'connections' && value.trim()) selectTab('connections');
  };

  const onConnect = (connection: SampleConnection) =>
    setNotice(`Connecting with ${connection.name} is coming soon. This is a preview, so nothing was sent.`);
  const onJoin = (circle: SampleCircle) =>
    setNotice(`Joining ${circle.name} is coming soon. This is a preview, so nothing was sent.`);

  const tabs: TabItem<CommunityTab>[] = [
    {
      id: 'connections',
      label: search.trim() ? `Connections (${connections.length})` : 'Connections',
      icon: <UserRoundSearch className="size-4" aria-hidden />,
    },
    { id: 'circles', label: 'Circles', icon: <Users className="size-4" aria-hidden /> },
  ];

  return (
    <div className="mx-auto max-w-4xl animate-fade-up space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">Community</h1>
        <p className="mt-1.5 text-slate-300">
          Meet people on a similar path and practise together in small circles.
        </p>
      </header>

      <Card
        data-testid="community-preview-notice"
        className="flex items-start gap-3 border-indigo-300/25 bg-indigo-400/10 p-4"
      >
        <IconTile icon={Eye} className="size-9 shrink-0 rounded-xl bg-indigo-300/20 text-indigo-100" />
        <p className="text-sm text-slate-200">
          <span className="font-semibold text-white">Community preview.</span> These people and circles are
          samples showing what&apos;s coming. Nothing you do here is shared or sent anywhere.
        </p>
      </Card>

      <div role="search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search connections
        </label>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search connections..."
          aria-controls={tab === 'connections' ? resultsId : undefined}
          autoComplete="off"
          className={cn(inputClasses, 'pl-12 pr-12 [&::-webkit-search-cancel-button]:hidden')}
        />
        {search && (
          <button
            type="button"
            onClick={() => setSearch('')}
            aria-label="Clear search"
            className="absolute right-2 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>

      <Tabs label="Community" tabs={tabs} selected={tab} onSelect={selectTab}>
        {tab === 'connections' ? (
          <div id={resultsId}>
            <p className="sr-only" role="status">
              {search.trim()
                ? `${connections.length} ${connections.length === 1 ? 'connection matches' : 'connections match'} “${search.trim()}”.`
                : ''}
            </p>
            {connections.length > 0 ? (
              <ul aria-label="Suggested connections" className="grid gap-4 sm:grid-cols-2">
                {connections.map((connection) => (
                  <li key={connection.id}>
                    <ConnectionCard connection={connection} onConnect={onConnect} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-white/15 bg-white/[0.03] px-5 py-10 text-center">
                <UserRoundSearch className="size-8 text-slate-400" aria-hidden />
                <p className="font-medium text-white">No connections match “{search.trim()}”</p>
                <p className="text-sm text-slate-300">Try a name or an interest like breathwork or sleep.</p>
              </div>
            )}
          </div>
        ) : (
          <ul aria-label="Circles" className="grid gap-4 sm:grid-cols-2">
            {SAMPLE_CIRCLES.map((circle) => (
              <li key={circle.id}>
                <CircleCard circle={circle} now={now} onJoin={onJoin} />
              </li>
            ))}
          </ul>
        )}
      </Tabs>

      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4"
      >
        {notice && (
          <p
            data-testid="community-notice"
            className="pointer-events-auto flex max-w-md items-start gap-2.5 rounded-2xl border border-indigo-300/30 bg-[#121a3a] px-4 py-3 text-sm text-slate-100 shadow-2xl shadow-black/50"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-indigo-200" aria-hidden />
            <span>{notice}</span>
          </p>
        )}
      </div>
    </div>
  );
}
