/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_FailedInputs */

const en_exports_failed = /** @type {(inputs: Exports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be downloaded. Try again.`)
};

const bn_exports_failed = /** @type {(inputs: Exports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফাইলটি ডাউনলোড করা যায়নি। আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The file could not be downloaded. Try again." |
*
* @param {Exports_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_failed = /** @type {((inputs?: Exports_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_failed(inputs)
	return en_exports_failed(inputs)
});
