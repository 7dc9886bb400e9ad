/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_SavedInputs */

const en_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline — saved ${i?.time}`)
};

const bn_offline_saved = /** @type {(inputs: Offline_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অফলাইন — ${i?.time} সেভ করা তথ্য দেখাচ্ছে`)
};

/**
* | output |
* | --- |
* | "Offline — saved {time}" |
*
* @param {Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const offline_saved = /** @type {((inputs: Offline_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_offline_saved(inputs)
	return en_offline_saved(inputs)
});
