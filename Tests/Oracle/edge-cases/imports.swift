import struct Foundation.URL
import class Foundation.NSObject
import enum Foundation.ComparisonResult
import protocol Swift.Hashable
import typealias Swift.StringLiteralType
import func Darwin.sqrt
import var Darwin.errno
import let Darwin.M_PI
@_exported import Combine
@preconcurrency import Dispatch
public import SwiftUI
internal import os.log
import Foundation; import UIKit
import Foo // comment struct Bar
import /* c */ Baz
