/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Page_FinishedInputs */

const en_class_page_finished = /** @type {(inputs: Class_Page_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This class has finished: no sessions are left.`)
};

const bn_class_page_finished = /** @type {(inputs: Class_Page_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ক্লাস শেষ হয়ে গেছে: আর কোনো সেশন বাকি নেই।`)
};

/**
* | output |
* | --- |
* | "This class has finished: no sessions are left." |
*
* @param {Class_Page_FinishedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_page_finished = /** @type {((inputs?: Class_Page_FinishedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Page_FinishedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_page_finished(inputs)
	return en_class_page_finished(inputs)
});
