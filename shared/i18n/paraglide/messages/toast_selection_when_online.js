/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Selection_When_OnlineInputs */

const en_toast_selection_when_online = /** @type {(inputs: Toast_Selection_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: your selection will be sent when the connection returns.`)
};

const bn_toast_selection_when_online = /** @type {(inputs: Toast_Selection_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি অফলাইনে আছেন: ইন্টারনেট সংযোগ ফিরলেই আপনার সিলেকশন পাঠানো হবে।`)
};

/**
* | output |
* | --- |
* | "You are offline: your selection will be sent when the connection returns." |
*
* @param {Toast_Selection_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_selection_when_online = /** @type {((inputs?: Toast_Selection_When_OnlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Selection_When_OnlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_selection_when_online(inputs)
	return en_toast_selection_when_online(inputs)
});
