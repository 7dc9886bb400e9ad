/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Classes_Offline_ActionInputs */

const en_admin_classes_offline_action = /** @type {(inputs: Admin_Classes_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approving, denying and deleting classes`)
};

const bn_admin_classes_offline_action = /** @type {(inputs: Admin_Classes_Offline_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস অনুমোদন, নামঞ্জুর আর মুছে ফেলা`)
};

/**
* | output |
* | --- |
* | "Approving, denying and deleting classes" |
*
* @param {Admin_Classes_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const admin_classes_offline_action = /** @type {((inputs?: Admin_Classes_Offline_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Classes_Offline_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_admin_classes_offline_action(inputs)
	return en_admin_classes_offline_action(inputs)
});
