/*
 * The avatar menu's Voice Settings dialog lives with the other voice components, so a practice player can
 * open it too (spec 2: the session screen has a voice settings dialog).
 */
export { VoiceSettingsDialog } from '../../components/voice/VoiceSettingsDialog';
