import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { VoiceOutputProvider } from '../lib/voice/VoiceOutputProvider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VoiceOutputProvider>{children}</VoiceOutputProvider>
    </QueryClientProvider>
  );
}
