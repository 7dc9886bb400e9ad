/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_User_DeletedInputs */

const en_toast_user_deleted = /** @type {(inputs: Toast_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The user has been deleted.`)
};

const bn_toast_user_deleted = /** @type {(inputs: Toast_User_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইউজারকে মুছে ফেলা হয়েছে।`)
};

/**
* | output |
* | --- |
* | "The user has been deleted." |
*
* @param {Toast_User_DeletedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_user_deleted = /** @type {((inputs?: Toast_User_DeletedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_User_DeletedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_user_deleted(inputs)
	return en_toast_user_deleted(inputs)
});
