/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_See_Selected_ClassesInputs */

const en_error_client_see_selected_classes = /** @type {(inputs: Error_Client_See_Selected_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See My selected Classes for the reason.`)
};

const bn_error_client_see_selected_classes = /** @type {(inputs: Error_Client_See_Selected_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কারণ জানতে “আমার সিলেক্ট করা ক্লাস” দেখুন।`)
};

/**
* | output |
* | --- |
* | "See My selected Classes for the reason." |
*
* @param {Error_Client_See_Selected_ClassesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_see_selected_classes = /** @type {((inputs?: Error_Client_See_Selected_ClassesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_See_Selected_ClassesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_see_selected_classes(inputs)
	return en_error_client_see_selected_classes(inputs)
});
