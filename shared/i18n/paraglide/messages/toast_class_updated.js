/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Class_UpdatedInputs */

const en_toast_class_updated = /** @type {(inputs: Toast_Class_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is updated and pending review.`)
};

const bn_toast_class_updated = /** @type {(inputs: Toast_Class_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আপডেট হয়েছে, অ্যাডমিনের রিভিউয়ের অপেক্ষায় আছে।`)
};

/**
* | output |
* | --- |
* | "{name} is updated and pending review." |
*
* @param {Toast_Class_UpdatedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_class_updated = /** @type {((inputs: Toast_Class_UpdatedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Class_UpdatedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_class_updated(inputs)
	return en_toast_class_updated(inputs)
});
