/*
 * The avatar menu's Voice Settings dialog lives with the other voice components, so a practice player can
 * open it too (the practice session screen has its own way into the voice settings).
 */
export { VoiceSettingsDialog } from '../../components/voice/VoiceSettingsDialog';
