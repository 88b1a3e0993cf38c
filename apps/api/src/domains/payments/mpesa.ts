import type { Config } from '../../config.ts';
import { DarajaClient } from './daraja.ts';
import type { DarajaSimulator } from './simulator.ts';

export interface MpesaConnection {
  daraja: DarajaClient;
  /** Only when MPESA_BASE_URL is unset outside production: the local Daraja the client talks to. */
  simulator: DarajaSimulator | undefined;
  close(): Promise<void>;
}

/**
 * The Daraja client for this process: Safaricom's when MPESA_BASE_URL is set, otherwise a local
 * simulator on a random port of 127.0.0.1 (imported only then, so production never loads it).
 */
export async function connectMpesa(config: Config, simulatorDelayMs: number): Promise<MpesaConnection> {
  const { baseUrl, consumerKey, consumerSecret, shortcode, passkey } = config.mpesa;
  const settings = { consumerKey, consumerSecret, shortcode, passkey };
  if (baseUrl)
    return {
      daraja: new DarajaClient({ ...settings, baseUrl }),
      simulator: undefined,
      close: async () => {},
    };
  if (config.production) throw new Error('MPESA_BASE_URL must point at Daraja in production');
  const { DarajaSimulator } = await import('./simulator.ts');
  const simulator = new DarajaSimulator({ ...settings, delayMs: simulatorDelayMs });
  const url = await simulator.start();
  return {
    daraja: new DarajaClient({ ...settings, baseUrl: url }),
    simulator,
    close: () => simulator.close(),
  };
}
