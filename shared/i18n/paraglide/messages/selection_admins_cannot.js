/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selection_Admins_CannotInputs */

const en_selection_admins_cannot = /** @type {(inputs: Selection_Admins_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins can’t select classes. Use a student account.`)
};

const bn_selection_admins_cannot = /** @type {(inputs: Selection_Admins_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অ্যাডমিনরা ক্লাস সিলেক্ট করতে পারেন না। শিক্ষার্থীর অ্যাকাউন্ট ব্যবহার করুন।`)
};

/**
* | output |
* | --- |
* | "Admins can’t select classes. Use a student account." |
*
* @param {Selection_Admins_CannotInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const selection_admins_cannot = /** @type {((inputs?: Selection_Admins_CannotInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selection_Admins_CannotInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_selection_admins_cannot(inputs)
	return en_selection_admins_cannot(inputs)
});
