/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Selected_HereInputs */

const en_selection_selected_here = /** @type {(inputs: Selection_Selected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class is in your selection. Pay for it from My selected Classes.`)
};

const bn_selection_selected_here = /** @type {(inputs: Selection_Selected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাসটি আপনার সিলেক্ট করা ক্লাসে আছে। আমার সিলেক্ট করা ক্লাস থেকে পেমেন্ট করুন।`)
};

/**
* | output |
* | --- |
* | "This class is in your selection. Pay for it from My selected Classes." |
*
* @param {Selection_Selected_HereInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_selected_here = /** @type {((inputs?: Selection_Selected_HereInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Selected_HereInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_selected_here(inputs)
	return en_selection_selected_here(inputs)
});
