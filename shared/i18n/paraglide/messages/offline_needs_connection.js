/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ action: NonNullable<unknown> }} Offline_Needs_ConnectionInputs */

const en_offline_needs_connection = /** @type {(inputs: Offline_Needs_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. ${i?.action} needs a connection.`)
};

const bn_offline_needs_connection = /** @type {(inputs: Offline_Needs_ConnectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন। ${i?.action} — ইন্টারনেট সংযোগ ছাড়া হবে না।`)
};

/**
* | output |
* | --- |
* | "You are offline. {action} needs a connection." |
*
* @param {Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const offline_needs_connection = /** @type {((inputs: Offline_Needs_ConnectionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Needs_ConnectionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_offline_needs_connection(inputs)
	return en_offline_needs_connection(inputs)
});
