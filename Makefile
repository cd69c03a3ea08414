# archlint: build, install, release.
#
#   make                               release build (.build/release/archlint)
#   make install [PREFIX=/usr/local]   install $(PREFIX)/bin/archlint (DESTDIR honoured for packaging)
#   make uninstall [PREFIX=/usr/local]
#   make release                       the release build; add SWIFT_FLAGS=--static-swift-stdlib on
#                                      Linux for a binary that runs without a Swift toolchain
#   make artifactbundle [OUT=dir]      what a release ships: the artifact bundle, the binary, the
#                                      plugins package over it, the source archive and the Homebrew
#                                      formula (Release/artifactbundle; docs/releasing.md)
#   make version                       the version archlint --version prints (tag it vX.Y.Z)
#   make check-tag                     fails if a v* tag on HEAD does not match that version
#   make test | make integration       swift test | Tests/Integration/run-all.sh
#
# BUILD_PATH picks SwiftPM's scratch folder (default .build); CONFIGURATION=debug installs a debug
# build (the integration tests do, to reuse CI's build).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DESTDIR ?=
SWIFT ?= swift
BUILD_PATH ?= .build
SWIFT_FLAGS ?=
CONFIGURATION ?= release

BUILD_FLAGS = -c $(CONFIGURATION) --product archlint --scratch-path "$(BUILD_PATH)" $(SWIFT_FLAGS)

.PHONY: all build release artifactbundle install uninstall version check-tag test integration clean

all: release

build:
	$(SWIFT) build $(BUILD_FLAGS)

release:
	$(MAKE) build CONFIGURATION=release

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/archlint" "$(DESTDIR)$(BINDIR)/archlint"

artifactbundle:
	ARCHLINT_BUILD_PATH="$(BUILD_PATH)" Release/artifactbundle $(OUT)

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/archlint"

version:
	@sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ArchlintKit/Report/Reporters.swift

check-tag:
	@Tests/Integration/check-release-tag.sh

test:
	$(SWIFT) test --scratch-path "$(BUILD_PATH)"

integration:
	Tests/Integration/run-all.sh

clean:
	rm -rf "$(BUILD_PATH)"
