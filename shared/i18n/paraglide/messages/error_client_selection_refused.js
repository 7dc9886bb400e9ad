/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Client_Selection_RefusedInputs */

const en_error_client_selection_refused = /** @type {(inputs: Error_Client_Selection_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused this selection.`)
};

const bn_error_client_selection_refused = /** @type {(inputs: Error_Client_Selection_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার এই সিলেকশনটি গ্রহণ করেনি।`)
};

/**
* | output |
* | --- |
* | "The server refused this selection." |
*
* @param {Error_Client_Selection_RefusedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_client_selection_refused = /** @type {((inputs?: Error_Client_Selection_RefusedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Client_Selection_RefusedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_client_selection_refused(inputs)
	return en_error_client_selection_refused(inputs)
});
