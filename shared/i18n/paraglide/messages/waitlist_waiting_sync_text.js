/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Waiting_Sync_TextInputs */

const en_waitlist_waiting_sync_text = /** @type {(inputs: Waitlist_Waiting_Sync_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your place in line is given when this reaches the server.`)
};

const bn_waitlist_waiting_sync_text = /** @type {(inputs: Waitlist_Waiting_Sync_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটি সার্ভারে পৌঁছালে লাইনে আপনার অবস্থান জানা যাবে।`)
};

/**
* | output |
* | --- |
* | "Your place in line is given when this reaches the server." |
*
* @param {Waitlist_Waiting_Sync_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_waiting_sync_text = /** @type {((inputs?: Waitlist_Waiting_Sync_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Waiting_Sync_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_waiting_sync_text(inputs)
	return en_waitlist_waiting_sync_text(inputs)
});
