/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Deleted_When_Server_BackInputs */

const en_toast_deleted_when_server_back = /** @type {(inputs: Toast_Deleted_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is not answering; it will be deleted there as soon as it is back.`)
};

const bn_toast_deleted_when_server_back = /** @type {(inputs: Toast_Deleted_When_Server_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সার্ভার সাড়া দিচ্ছে না; সার্ভার চালু হলেই সেখান থেকেও মুছে যাবে।`)
};

/**
* | output |
* | --- |
* | "The server is not answering; it will be deleted there as soon as it is back." |
*
* @param {Toast_Deleted_When_Server_BackInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_deleted_when_server_back = /** @type {((inputs?: Toast_Deleted_When_Server_BackInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Deleted_When_Server_BackInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_deleted_when_server_back(inputs)
	return en_toast_deleted_when_server_back(inputs)
});
