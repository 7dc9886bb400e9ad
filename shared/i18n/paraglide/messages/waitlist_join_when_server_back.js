/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Join_When_Server_BackInputs */

const en_waitlist_join_when_server_back = /** @type {(inputs: Waitlist_Join_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is not answering: you join the waitlist when it is back.`)
};

const bn_waitlist_join_when_server_back = /** @type {(inputs: Waitlist_Join_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার সাড়া দিচ্ছে না: সার্ভার চালু হলেই আপনি ওয়েটলিস্টে যোগ দেবেন।`)
};

/**
* | output |
* | --- |
* | "The server is not answering: you join the waitlist when it is back." |
*
* @param {Waitlist_Join_When_Server_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_join_when_server_back = /** @type {((inputs?: Waitlist_Join_When_Server_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Join_When_Server_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_join_when_server_back(inputs)
	return en_waitlist_join_when_server_back(inputs)
});
