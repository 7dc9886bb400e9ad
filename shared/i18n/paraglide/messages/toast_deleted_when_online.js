/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Deleted_When_OnlineInputs */

const en_toast_deleted_when_online = /** @type {(inputs: Toast_Deleted_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It will be deleted on the server when you are back online.`)
};

const bn_toast_deleted_when_online = /** @type {(inputs: Toast_Deleted_When_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার অনলাইনে এলে সার্ভার থেকেও মুছে যাবে।`)
};

/**
* | output |
* | --- |
* | "It will be deleted on the server when you are back online." |
*
* @param {Toast_Deleted_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_deleted_when_online = /** @type {((inputs?: Toast_Deleted_When_OnlineInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Deleted_When_OnlineInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_deleted_when_online(inputs)
	return en_toast_deleted_when_online(inputs)
});
