/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Join_When_OnlineInputs */

const en_waitlist_join_when_online = /** @type {(inputs: Waitlist_Join_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: you join the waitlist when the connection returns.`)
};

const bn_waitlist_join_when_online = /** @type {(inputs: Waitlist_Join_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন: ইন্টারনেট সংযোগ ফিরলেই আপনি ওয়েটলিস্টে যোগ দেবেন।`)
};

/**
* | output |
* | --- |
* | "You are offline: you join the waitlist when the connection returns." |
*
* @param {Waitlist_Join_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_join_when_online = /** @type {((inputs?: Waitlist_Join_When_OnlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Join_When_OnlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_join_when_online(inputs)
	return en_waitlist_join_when_online(inputs)
});
