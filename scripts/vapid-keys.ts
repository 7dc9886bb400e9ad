// `npm run vapid:keys`: a new VAPID key pair for a deployment (api/services/messaging/vapid.ts),
// printed as the two settings to keep with JWT_SECRET (wrangler secret put, or the server's
// environment). Make it once: browsers subscribe with the public key, so a new pair ends every
// subscription. Add VAPID_SUBJECT (mailto: or https:) beside them.
import { generateVapidKeys } from '#api/services/messaging/vapid.ts';

const { publicKey, privateKey } = await generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
