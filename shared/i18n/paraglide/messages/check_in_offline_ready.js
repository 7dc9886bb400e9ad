/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Check_In_Offline_ReadyInputs */

const en_check_in_offline_ready = /** @type {(inputs: Check_In_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The roster is saved on this phone: check-ins work without a connection and sync later.`)
};

const bn_check_in_offline_ready = /** @type {(inputs: Check_In_Offline_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`তালিকাটি এই ফোনে রাখা আছে: ইন্টারনেট ছাড়াও চেক-ইন করা যাবে, পরে সিঙ্ক হবে।`)
};

/**
* | output |
* | --- |
* | "The roster is saved on this phone: check-ins work without a connection and sync later." |
*
* @param {Check_In_Offline_ReadyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const check_in_offline_ready = /** @type {((inputs?: Check_In_Offline_ReadyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Check_In_Offline_ReadyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_check_in_offline_ready(inputs)
	return en_check_in_offline_ready(inputs)
});
