// Wallet passes (issue 36): a member card as an Apple Wallet pass (.pkpass, passkit-generator) and
// as a "Save to Google Wallet" link (a JWT signed with jose), each switched on only when the museum
// sets that wallet's certificates (wallet-settings.ts). Other code calls this file only.

export { applePass } from './apple-pass.ts';
export { GOOGLE_SAVE_URL, googleGenericObject, googleSaveUrl } from './google-pass.ts';
export type { WalletCard } from './wallet-card.ts';
export {
  APPLE_WALLET_VARIABLES,
  type AppleWalletSettings,
  GOOGLE_WALLET_VARIABLES,
  type GoogleWalletSettings,
  type WalletSettings,
  WalletSettingsError,
  walletSettingsFromEnv,
} from './wallet-settings.ts';
