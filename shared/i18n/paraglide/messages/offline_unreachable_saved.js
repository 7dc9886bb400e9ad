/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Offline_Unreachable_SavedInputs */

const en_offline_unreachable_saved = /** @type {(inputs: Offline_Unreachable_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can’t reach the server — saved ${i?.time}`)
};

const bn_offline_unreachable_saved = /** @type {(inputs: Offline_Unreachable_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সার্ভারে পৌঁছানো যাচ্ছে না — ${i?.time} সেভ করা তথ্য দেখাচ্ছে`)
};

/**
* | output |
* | --- |
* | "Can’t reach the server — saved {time}" |
*
* @param {Offline_Unreachable_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const offline_unreachable_saved = /** @type {((inputs: Offline_Unreachable_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Unreachable_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_offline_unreachable_saved(inputs)
	return en_offline_unreachable_saved(inputs)
});
