/**
 * The community screen's sample content: hard-coded connections and circles (the circles meet in 2 and 4
 * days). Nothing here comes from or goes to a server: the screen is a preview of what is planned.
 */

export interface SampleConnection {
  id: string;
  name: string;
  /** Initials shown in the avatar (no photos: the app loads nothing from third parties). */
  avatar: string;
  /** How well their goals match yours, in percent. */
  matchScore: number;
  interests: string[];
  bio: string;
  role: string;
}

export interface SampleCircle {
  id: string;
  name: string;
  members: number;
  focus: string;
  /** Days from today until the next meeting, and its local start time (24-hour clock). */
  meetsInDays: number;
  meetingHour: number;
  meetingMinute: number;
}

export const SAMPLE_CONNECTIONS: readonly SampleConnection[] = [
  {
    id: 'maya-chen',
    name: 'Maya Chen',
    avatar: 'MC',
    matchScore: 94,
    interests: ['Mindfulness', 'Breathwork', 'Morning routines'],
    bio: 'Product designer finding calm between deadlines. A five-minute breathing reset is my favourite habit.',
    role: 'Mindfulness Mentor',
  },
  {
    id: 'james-okafor',
    name: 'James Okafor',
    avatar: 'JO',
    matchScore: 89,
    interests: ['Neuroscience', 'Focus', 'Habit building'],
    bio: 'Engineer curious about how small habits rewire the brain. Always up for a focus challenge.',
    role: 'Accountability Partner',
  },
  {
    id: 'sofia-martinez',
    name: 'Sofia Martinez',
    avatar: 'SM',
    matchScore: 86,
    interests: ['Gratitude', 'Journaling', 'Better sleep'],
    bio: 'Nurse on rotating shifts, using gratitude journaling to wind down and sleep better.',
    role: 'Community Member',
  },
  {
    id: 'liam-patel',
    name: 'Liam Patel',
    avatar: 'LP',
    matchScore: 82,
    interests: ['Visualization', 'Performance', 'Running'],
    bio: 'Amateur marathoner who swears by success visualization before every long run.',
    role: 'Community Member',
  },
  {
    id: 'aisha-rahman',
    name: 'Aisha Rahman',
    avatar: 'AR',
    matchScore: 78,
    interests: ['Stress relief', 'Breathwork', 'Parenting'],
    bio: 'Parent of two learning to pause before reacting. Box breathing saves my evenings.',
    role: 'Accountability Partner',
  },
];

export const SAMPLE_CIRCLES: readonly SampleCircle[] = [
  {
    id: 'morning-mindfulness',
    name: 'Morning Mindfulness Circle',
    members: 24,
    focus: 'Starting the day with presence: a short guided sit, then sharing one intention.',
    meetsInDays: 2,
    meetingHour: 8,
    meetingMinute: 0,
  },
  {
    id: 'stress-less',
    name: 'Stress Less Collective',
    members: 18,
    focus: 'Breathwork and practical tools for busy weeks, with a check-in on what helped.',
    meetsInDays: 4,
    meetingHour: 19,
    meetingMinute: 30,
  },
];

/** Connections whose name, role, bio or interests contain the search text, case-insensitively. */
export function filterConnections(
  connections: readonly SampleConnection[],
  search: string,
): SampleConnection[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...connections];
  return connections.filter((connection) =>
    [connection.name, connection.role, connection.bio, ...connection.interests].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** When a circle next meets: its days ahead of `now`, at its start time in the browser's time zone. */
export function nextMeeting(circle: SampleCircle, now: Date): Date {
  const meeting = new Date(now);
  meeting.setDate(meeting.getDate() + circle.meetsInDays);
  meeting.setHours(circle.meetingHour, circle.meetingMinute, 0, 0);
  return meeting;
}
