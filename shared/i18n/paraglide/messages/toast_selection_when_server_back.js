/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Selection_When_Server_BackInputs */

const en_toast_selection_when_server_back = /** @type {(inputs: Toast_Selection_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is not answering: your selection will be sent when it is back.`)
};

const bn_toast_selection_when_server_back = /** @type {(inputs: Toast_Selection_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার সাড়া দিচ্ছে না: সার্ভার চালু হলেই আপনার সিলেকশন পাঠানো হবে।`)
};

/**
* | output |
* | --- |
* | "The server is not answering: your selection will be sent when it is back." |
*
* @param {Toast_Selection_When_Server_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_selection_when_server_back = /** @type {((inputs?: Toast_Selection_When_Server_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Selection_When_Server_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_selection_when_server_back(inputs)
	return en_toast_selection_when_server_back(inputs)
});
