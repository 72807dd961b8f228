import { lazy } from 'react';
import type { StandalonePlayerRegistry } from '../player-types';

/**
 * The five built-in players, one per practice category, each loaded only when opened. Titles are the names
 * the person sees.
 */
export const standalonePlayers: StandalonePlayerRegistry = {
  breathwork: { title: 'Box Breathing', component: lazy(() => import('./BoxBreathingPlayer')) },
  visualization: {
    title: 'Success Visualization',
    component: lazy(() => import('./SuccessVisualizationPlayer')),
  },
  gratitude: { title: 'Gratitude Journal', component: lazy(() => import('./GratitudeJournalPlayer')) },
  mindfulness: { title: 'Sacred Ordinary', component: lazy(() => import('./SacredOrdinaryPlayer')) },
  neuroscience: { title: 'Brain Wave Entrainment', component: lazy(() => import('./BrainWavePlayer')) },
};
